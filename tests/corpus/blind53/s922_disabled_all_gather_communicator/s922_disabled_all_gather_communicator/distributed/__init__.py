from .parallel_state import get_tp_group, init_single_process_groups
from .communication_op import tensor_model_parallel_all_gather

__all__ = ["get_tp_group", "init_single_process_groups", "tensor_model_parallel_all_gather"]
