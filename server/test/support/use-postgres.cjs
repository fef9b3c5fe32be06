// Selects the database of the 'postgres' jest project (createTestServer reads it).
process.env.CLIPYARD_TEST_DB = 'postgres';
