"""Process-wide server arguments, filled in once at startup."""
from __future__ import annotations

global_server_args_dict = {
    "cuda_graph_max_bs": 8,
    "disable_cuda_graph_padding": False,
    "enable_nan_detection": False,
    "debug_dump_forward_batch": False,
}
