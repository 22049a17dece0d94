from .quant_attn import SmoothQuantAttention
