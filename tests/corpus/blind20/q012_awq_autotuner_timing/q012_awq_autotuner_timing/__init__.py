from .awq_linear import AWQLinear, build_demo_layer

__all__ = ["AWQLinear", "build_demo_layer"]
