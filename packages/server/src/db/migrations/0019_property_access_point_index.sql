-- 'Within the Map Area' (issue 19): the access point's range is read from this index; see docs/decisions.md.
CREATE INDEX "properties_access_point" ON "properties" USING btree ("access_point_longitude","access_point_latitude");
