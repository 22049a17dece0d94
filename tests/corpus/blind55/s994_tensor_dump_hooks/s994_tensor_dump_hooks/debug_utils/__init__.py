from .tensor_dump import TensorDumper, register_forward_hook_for_model

__all__ = ["TensorDumper", "register_forward_hook_for_model"]
