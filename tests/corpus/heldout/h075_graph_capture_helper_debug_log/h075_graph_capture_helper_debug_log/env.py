import os

import torch

SGL_DISABLE_HOST_CHECKS = os.environ.get("SGL_DISABLE_HOST_CHECKS", "0") == "1"


def is_capturing_cuda_graph() -> bool:
    return torch.cuda.is_available() and torch.cuda.is_current_stream_capturing()


def in_graph_mode() -> bool:
    return is_capturing_cuda_graph() or SGL_DISABLE_HOST_CHECKS
