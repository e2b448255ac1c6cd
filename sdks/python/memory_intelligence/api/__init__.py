# flake8: noqa

# import apis into api package
from memory_intelligence.api.account_api import AccountApi
from memory_intelligence.api.alerts_api import AlertsApi
from memory_intelligence.api.billing_api import BillingApi
from memory_intelligence.api.compression_api import CompressionApi
from memory_intelligence.api.devices_api import DevicesApi
from memory_intelligence.api.export_api import ExportApi
from memory_intelligence.api.fleets_api import FleetsApi
from memory_intelligence.api.generic_api import GenericApi
from memory_intelligence.api.intelligence_api import IntelligenceApi
from memory_intelligence.api.memory_api import MemoryApi
from memory_intelligence.api.monitoring_api import MonitoringApi
from memory_intelligence.api.overflow_api import OverflowApi
from memory_intelligence.api.system_api import SystemApi
from memory_intelligence.api.triggers_api import TriggersApi
from memory_intelligence.api.webhooks_api import WebhooksApi

