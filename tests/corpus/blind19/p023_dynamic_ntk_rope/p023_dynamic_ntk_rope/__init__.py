from .configuration import PhiLiteConfig
from .modeling import PhiLiteForCausalLM
