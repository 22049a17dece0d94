import torch

from s983_qwen2_max_window_layers_envs.qwen2 import Qwen2Config, Qwen2Model

ENTRY = "s983_qwen2_max_window_layers_envs.qwen2:Qwen2Model.forward"

_model = Qwen2Model(Qwen2Config()).eval()


def inputs():
    return (_model, torch.randn(6, 16))
