from .parallel_state import get_tp_group, initialize_model_parallel

__all__ = ["get_tp_group", "initialize_model_parallel"]
