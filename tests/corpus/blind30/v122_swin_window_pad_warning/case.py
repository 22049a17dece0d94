import torch

from v122_swin_window_pad_warning.stage import SwinStage

ENTRY = "v122_swin_window_pad_warning.stage:SwinStage.forward"


def inputs():
    # 6x10 feature map is not a multiple of the 4x4 window
    return (SwinStage().eval(), torch.randn(1, 6, 10, 16))
