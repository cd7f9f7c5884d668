-- Issue 17 point 4: an approved invoice's PDF in each language of the app. The reference server
-- renders them all when it approves the invoice (the document never changes afterwards) and
-- answers the one the request's Accept-Language asks for; invoices.pdf keeps the English one.
-- The app's replica keeps the one it received in invoices.pdf and leaves this table empty.
CREATE TABLE invoice_pdfs (
  invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE ON UPDATE CASCADE,
  language   TEXT NOT NULL,
  pdf        BLOB NOT NULL,
  PRIMARY KEY (invoice_id, language)
) STRICT;
