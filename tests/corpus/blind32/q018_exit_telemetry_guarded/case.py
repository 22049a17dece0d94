import torch

ENTRY = "q018_exit_telemetry_guarded.model:ShallowDeepLM.forward"


def inputs():
    from q018_exit_telemetry_guarded.model import lm
    return (lm, torch.randn(2, 4, 16))
