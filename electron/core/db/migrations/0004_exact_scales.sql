-- Decision 9 (revision 2): money and rates keep 8 decimals (units of 10^-8, were 10^-4) and hours
-- keep 4 (units of 10^-4, were 10^-2). Stored values are rescaled exactly; identifiers and units
-- are read as 64-bit integers (better-sqlite3 safe integers), never as binary floats.

UPDATE roles SET sales_rate = sales_rate * 10000, cost_rate = cost_rate * 10000;
UPDATE contract_lines SET tax_percentage = tax_percentage * 10000;
UPDATE projects SET deal_amount = deal_amount * 10000 WHERE deal_amount IS NOT NULL;
UPDATE tasks SET effort = effort * 100, hours_booked = hours_booked * 100;
UPDATE invoices SET total_ex = total_ex * 10000, total_inc = total_inc * 10000,
  total_ex_base = total_ex_base * 10000, total_inc_base = total_inc_base * 10000;
UPDATE invoice_lines SET tax_percentage = tax_percentage * 10000, total_ex = total_ex * 10000,
  total_inc = total_inc * 10000, total_ex_base = total_ex_base * 10000, total_inc_base = total_inc_base * 10000;
UPDATE invoice_detail_lines SET hours = hours * 100, rate = rate * 10000, rate_base = rate_base * 10000,
  total = total * 10000, total_base = total_base * 10000;
UPDATE timesheets SET hours = hours * 100, sales_rate = sales_rate * 10000, cost_rate = cost_rate * 10000;
UPDATE expenses SET amount_ex_vat = amount_ex_vat * 10000, vat_amount = vat_amount * 10000,
  total_amount = total_amount * 10000;
