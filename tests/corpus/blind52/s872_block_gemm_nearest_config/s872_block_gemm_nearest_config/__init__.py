from .linear import BlockQuantLinear, DenseMLP, mlp_forward

__all__ = ["BlockQuantLinear", "DenseMLP", "mlp_forward"]
