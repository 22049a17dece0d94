from .envs import LORA_DEBUG
from .adapter_layer import MultiTenantLinear
