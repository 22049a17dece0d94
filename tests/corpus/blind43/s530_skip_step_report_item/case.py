import torch

from s530_skip_step_report_item.optim.mixed_precision import MixedPrecisionSGD

ENTRY = "s530_skip_step_report_item.optim.mixed_precision:MixedPrecisionSGD.step_param"


def inputs():
    return (MixedPrecisionSGD(), torch.randn(4, 8), torch.randn(4, 8) * 128.0)
