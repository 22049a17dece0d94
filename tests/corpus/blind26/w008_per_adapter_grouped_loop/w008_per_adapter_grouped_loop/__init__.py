from .grouped import GroupedLoRA
from .tenant_layer import TenantLinear, tenant_forward
