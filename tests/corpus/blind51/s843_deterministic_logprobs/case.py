import torch

from s843_deterministic_logprobs.server_args import ServerArgs, set_global_server_args_for_scheduler

ENTRY = "s843_deterministic_logprobs.sampler:compute_decode_logprobs"

set_global_server_args_for_scheduler(ServerArgs(enable_deterministic_inference=True))


def inputs():
    return (torch.randn(4, 8), torch.randn(16, 8))
