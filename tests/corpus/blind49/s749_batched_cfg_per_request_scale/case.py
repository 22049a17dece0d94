import torch

ENTRY = "s749_batched_cfg_per_request_scale.stage:denoise_stage"


def inputs():
    return (
        torch.randn(2, 4, 8),
        torch.tensor([750.0, 750.0]),
        torch.tensor([4.5, 1.0]),
        torch.tensor([-0.125, -0.125]),
    )
