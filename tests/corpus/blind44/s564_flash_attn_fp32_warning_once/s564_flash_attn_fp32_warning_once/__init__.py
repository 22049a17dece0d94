from .configuration import AttnConfig
from .modeling_attn import Qwen2FlashAttention2
