-- Issue 12 (tracking part): order tracks and their events as carriers report them, carrier bookings
-- and quotes, order labels (the PDF kept with the label), and the simulated carrier's own book of
-- shipments (the carrier's side of a booking, which a real carrier keeps on its servers).

-- Order track (erp/orderTrack)
CREATE TABLE erp_order_track (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  order_code varchar(40),
  track_number varchar(255),
  carrier varchar(32),
  status integer NOT NULL DEFAULT 1,
  last_event varchar(500),
  last_time timestamp(0),
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_track_order_id ON erp_order_track (tenant_id, order_id);
SELECT erp_isolate_tenant('erp_order_track');

-- Track event (erp/orderTrackDetail)
CREATE TABLE erp_order_track_detail (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_track_id bigint,
  order_id bigint,
  time timestamp(0),
  location varchar(200),
  description varchar(500),
  status integer NOT NULL DEFAULT 1,
  remark varchar(500),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_track_detail_order_track_id ON erp_order_track_detail (tenant_id, order_track_id);
CREATE INDEX erp_order_track_detail_order_id ON erp_order_track_detail (tenant_id, order_id);
SELECT erp_isolate_tenant('erp_order_track_detail');

-- Carrier booking (erp/orderexpress)
CREATE TABLE erp_order_express (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  order_code varchar(40),
  carrier varchar(32),
  service varchar(64),
  tracking_number varchar(255),
  status integer NOT NULL DEFAULT 1,
  cost numeric(20,2),
  currency varchar(3),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_express_order_id ON erp_order_express (tenant_id, order_id);
SELECT erp_isolate_tenant('erp_order_express');

-- Carrier quote (erp/apiexpressquotation)
CREATE TABLE erp_api_express_quotation (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  order_code varchar(40),
  carrier varchar(32),
  service varchar(64),
  service_name varchar(100),
  amount numeric(20,2),
  currency varchar(3),
  transit_days integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_api_express_quotation_order_id ON erp_api_express_quotation (tenant_id, order_id);
SELECT erp_isolate_tenant('erp_api_express_quotation');

-- Order label (erp/orderLabel)
CREATE TABLE erp_order_label (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  order_id bigint,
  order_code varchar(40),
  label_type integer,
  track_number varchar(255),
  file_name varchar(255),
  attach_id bigint,
  file_size integer,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX erp_order_label_order_id ON erp_order_label (tenant_id, order_id);
CREATE INDEX erp_order_label_attach_id ON erp_order_label (tenant_id, attach_id);
SELECT erp_isolate_tenant('erp_order_label');

-- The label's PDF, kept with it (one transaction with the label and the order's face-sheet status).
ALTER TABLE erp_order_label ADD COLUMN pdf bytea;

-- The track page filters by status and shows the newest first; refreshes find a track by number.
CREATE INDEX erp_order_track_page_status ON erp_order_track (tenant_id, status, id DESC) WHERE is_deleted = 0;
CREATE INDEX erp_order_track_by_number ON erp_order_track (tenant_id, track_number);
CREATE INDEX erp_order_track_detail_track_time ON erp_order_track_detail (tenant_id, order_track_id, time DESC);

-- Shipments booked with the simulated carrier: when (events advance from create_time), where to,
-- whether cancelled, and an exception forced on it (its track turns abnormal).
CREATE TABLE erp_sim_carrier_shipment (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  carrier varchar(32) NOT NULL,
  tracking_number varchar(64) NOT NULL,
  order_id bigint,
  service varchar(64),
  origin varchar(100),
  destination varchar(100),
  cancelled integer NOT NULL DEFAULT 0,
  exception varchar(200),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1,
  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX erp_sim_carrier_shipment_number ON erp_sim_carrier_shipment (tenant_id, tracking_number);
SELECT erp_isolate_tenant('erp_sim_carrier_shipment');
