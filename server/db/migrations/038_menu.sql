-- The menu in the back office (issue 31): a category can be hidden from customers (its items with it)
-- without being deleted; the editor's order is the existing sort column.
ALTER TABLE categories ADD COLUMN hidden boolean NOT NULL DEFAULT false;
