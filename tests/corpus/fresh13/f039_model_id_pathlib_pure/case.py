import torch

from f039_model_id_pathlib_pure.head import ClassifierHead

ENTRY = "f039_model_id_pathlib_pure.head:ClassifierHead.forward"

_head = ClassifierHead("/checkpoints/org/reward-model-v2/model.safetensors")


def inputs():
    return (_head, torch.randn(3, 8))
