import os

import torch

os.environ.setdefault("SGLANG_ENABLE_FORWARD_TIMING", "1")

ENTRY = "s1232_forward_timer_env.runner:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
