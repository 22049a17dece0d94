"""Arguments for `compilelint fix quantserve --verify --inputs verify_inputs:make`: the compiled root
is TinyModel.forward, so its arguments start with the instance (built after torch.manual_seed(0),
the same weights in the original and the fixed run)."""
import torch

from quantserve.model import TinyModel


def make():
    return {"quantserve.model.TinyModel.forward": (TinyModel(), torch.randn(4, 8))}
