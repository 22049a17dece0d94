import torch.nn as nn
import torch.nn.functional as F

LRELU_SLOPE = 0.1


def get_padding(kernel: int, dilation: int = 1) -> int:
    return (kernel * dilation - dilation) // 2


class ResBlock(nn.Module):
    def __init__(self, channels: int, kernel: int = 3, dilations=(1, 3)):
        super().__init__()
        self.convs1 = nn.ModuleList(
            nn.Conv1d(channels, channels, kernel, dilation=d, padding=get_padding(kernel, d)) for d in dilations
        )
        self.convs2 = nn.ModuleList(
            nn.Conv1d(channels, channels, kernel, padding=get_padding(kernel)) for _ in dilations
        )

    def forward(self, x):
        for c1, c2 in zip(self.convs1, self.convs2):
            y = c1(F.leaky_relu(x, LRELU_SLOPE))
            y = c2(F.leaky_relu(y, LRELU_SLOPE))
            x = x + y
        return x


class MRF(nn.Module):
    """Multi-receptive-field fusion: average of resblocks with different kernels."""

    def __init__(self, channels: int, kernels=(3, 5)):
        super().__init__()
        self.blocks = nn.ModuleList(ResBlock(channels, k) for k in kernels)

    def forward(self, x):
        out = None
        for b in self.blocks:
            out = b(x) if out is None else out + b(x)
        return out / len(self.blocks)
