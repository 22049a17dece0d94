from .communication_op import tensor_model_parallel_all_reduce
from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    init_worker_parallel_state,
)
