from .ops import per_token_group_quant_fp8

__all__ = ["per_token_group_quant_fp8"]
