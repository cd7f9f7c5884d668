/** Words every part of the interface uses, and the shared components (renderer/src/components). */
export default {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  close: 'Close',
  edit: 'Edit',
  undo: 'Undo',
  search: 'Search',
  loading: 'Loading…',
  yes: 'Yes',
  no: 'No',
};
