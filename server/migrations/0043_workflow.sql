-- Issue 29: approvals. Models (BPMN 2.0 XML) and their deployments per tenant; the engine's state
-- (instances, open and done tasks, parallel joins, history) lives beside the documents and moves in
-- the caller's transaction. Departments name a leader (the "initiator's department leader" step).

ALTER TABLE blade_dept ADD COLUMN leader_id bigint;

-- Approval model (blade-flow/model)
CREATE TABLE wf_model (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  model_key varchar(64) NOT NULL,
  name varchar(100) NOT NULL,
  category varchar(64) NOT NULL,
  dept_id bigint,
  description varchar(500),
  xml text NOT NULL,
  deployed_version integer,
  deploy_time timestamp(0),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
SELECT erp_isolate_tenant('wf_model');

-- Deployment: one version of a model, never changed (blade-flow/manager)
CREATE TABLE wf_deployment (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  process_key varchar(64) NOT NULL,
  name varchar(100) NOT NULL,
  category varchar(64) NOT NULL,
  dept_id bigint,
  process_version integer NOT NULL,
  suspension_state integer NOT NULL DEFAULT 1,
  model_id bigint,
  resource_name varchar(200),
  deploy_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  xml text NOT NULL,
  graph jsonb NOT NULL,
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX wf_deployment_key_version ON wf_deployment (tenant_id, process_key, process_version) WHERE is_deleted = 0;
CREATE INDEX wf_deployment_category ON wf_deployment (tenant_id, category) WHERE is_deleted = 0;
SELECT erp_isolate_tenant('wf_deployment');

-- A running or ended approval of one document
CREATE TABLE wf_instance (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  deployment_id bigint NOT NULL,
  flow_code varchar(64) NOT NULL,
  business_resource varchar(100) NOT NULL,
  business_id bigint NOT NULL,
  business_title varchar(200) NOT NULL DEFAULT '',
  -- the document's status before it was submitted (a withdrawal puts it back)
  prior_status varchar(32) NOT NULL,
  initiator bigint NOT NULL,
  initiator_dept bigint,
  -- the person the initiator (or the last approver) picked for a `${chosen}` step
  chosen_user bigint,
  state varchar(16) NOT NULL DEFAULT 'running',
  start_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  end_time timestamp(0),
  end_reason varchar(1000),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX wf_instance_running_document ON wf_instance (tenant_id, business_resource, business_id) WHERE state = 'running';
CREATE INDEX wf_instance_initiator ON wf_instance (tenant_id, initiator, start_time DESC);
CREATE INDEX wf_instance_state ON wf_instance (tenant_id, state, start_time DESC);
SELECT erp_isolate_tenant('wf_instance');

-- A user task: open (held by an assignee, or claimable by candidates), completed or cancelled
CREATE TABLE wf_task (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  instance_id bigint NOT NULL,
  element_id varchar(100) NOT NULL,
  name varchar(200) NOT NULL DEFAULT '',
  assignee bigint,
  candidate_users bigint[] NOT NULL DEFAULT '{}',
  candidate_roles bigint[] NOT NULL DEFAULT '{}',
  candidate_depts bigint[] NOT NULL DEFAULT '{}',
  choose_next boolean NOT NULL DEFAULT false,
  state varchar(16) NOT NULL DEFAULT 'open',
  outcome varchar(16),
  comment varchar(1000),
  completed_by bigint,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  claim_time timestamp(0),
  end_time timestamp(0),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX wf_task_open_assignee ON wf_task (tenant_id, assignee) WHERE state = 'open';
CREATE INDEX wf_task_instance ON wf_task (tenant_id, instance_id);
CREATE INDEX wf_task_completed_by ON wf_task (tenant_id, completed_by, end_time DESC) WHERE state = 'completed';
SELECT erp_isolate_tenant('wf_task');

-- Arrivals at a joining parallel gateway, until every incoming flow has come
CREATE TABLE wf_join (
  tenant_id varchar(12) NOT NULL,
  instance_id bigint NOT NULL,
  element_id varchar(100) NOT NULL,
  arrived integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, instance_id, element_id)
);
SELECT erp_isolate_tenant('wf_join');

-- What happened in an approval, step by step (the history list and the tracking view)
CREATE TABLE wf_history (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  instance_id bigint NOT NULL,
  element_id varchar(100) NOT NULL,
  element_name varchar(200) NOT NULL DEFAULT '',
  element_type varchar(40) NOT NULL,
  action varchar(16) NOT NULL,
  actor bigint,
  comment varchar(1000),
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  end_time timestamp(0),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX wf_history_instance ON wf_history (tenant_id, instance_id, id);
SELECT erp_isolate_tenant('wf_history');

-- Leave application (blade-desk/process/leave)
CREATE TABLE blade_process_leave (
  id bigint NOT NULL,
  tenant_id varchar(12) NOT NULL,
  start_time timestamp(0) NOT NULL,
  end_time timestamp(0) NOT NULL,
  reason varchar(500) NOT NULL,
  task_user bigint,
  approval_state integer NOT NULL DEFAULT 0,
  approval_remark varchar(1000),
  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  status integer NOT NULL DEFAULT 1, is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX blade_process_leave_user ON blade_process_leave (tenant_id, create_user, create_time DESC);
SELECT erp_isolate_tenant('blade_process_leave');
