-- Top menus have names in the three languages the console speaks, as side-menu entries do
-- (the seeded 工作台 stayed Chinese in en and ja). Empty means: show the Chinese name.
ALTER TABLE blade_top_menu ADD COLUMN name_en varchar(64), ADD COLUMN name_ja varchar(64);
UPDATE blade_top_menu SET name_en = 'Workbench', name_ja = 'ワークベンチ' WHERE code = 'desk' AND name = '工作台';
