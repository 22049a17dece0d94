from .attn import QuantKVAttention
