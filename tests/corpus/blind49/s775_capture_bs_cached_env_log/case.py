import torch

ENTRY = "s775_capture_bs_cached_env_log.draft_runner:compiled_draft"


def inputs():
    return (torch.randn(5, 8),)
