from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class ServerArgs:
    model_path: str = "dummy"
    hidden_size: int = 8
    cuda_graph_max_bs: int = 16
    cuda_graph_bs: Optional[List[int]] = None
    disable_cuda_graph_padding: bool = False
    enable_torch_compile: bool = True
    torch_compile_max_bs: int = 8
    extra_capture_sizes: List[int] = field(default_factory=list)


def get_batch_sizes_to_capture(server_args: ServerArgs) -> List[int]:
    if server_args.cuda_graph_bs is not None:
        capture_bs = list(server_args.cuda_graph_bs)
    else:
        capture_bs = [1, 2, 4] + list(range(8, server_args.cuda_graph_max_bs + 1, 8))
    capture_bs += server_args.extra_capture_sizes
    capture_bs = sorted(set(bs for bs in capture_bs if bs <= server_args.cuda_graph_max_bs))
    if server_args.enable_torch_compile:
        compile_bs = [bs for bs in capture_bs if bs <= server_args.torch_compile_max_bs]
    else:
        compile_bs = []
    return capture_bs, compile_bs
