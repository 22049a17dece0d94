import torch
import torch.nn as nn

from .activations import Snake


class AMPBlock(nn.Module):
    def __init__(self, channels: int, kernel_size: int = 3, dilations=(1, 3)):
        super().__init__()
        self.acts = nn.ModuleList(Snake(channels) for _ in dilations)
        self.convs = nn.ModuleList(
            nn.Conv1d(channels, channels, kernel_size, dilation=d, padding=d * (kernel_size - 1) // 2)
            for d in dilations
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for act, conv in zip(self.acts, self.convs):
            x = x + conv(act(x))
        return x


class BigVGANLite(nn.Module):
    def __init__(self, in_channels: int = 8, channels: int = 16, rates=(2, 2)):
        super().__init__()
        self.pre = nn.Conv1d(in_channels, channels, 5, padding=2)
        ups, blocks = [], []
        for r in rates:
            ups.append(nn.ConvTranspose1d(channels, channels // 2, 2 * r, stride=r, padding=r // 2))
            channels //= 2
            blocks.append(AMPBlock(channels))
        self.ups = nn.ModuleList(ups)
        self.blocks = nn.ModuleList(blocks)
        self.post_act = Snake(channels)
        self.post = nn.Conv1d(channels, 1, 5, padding=2)

    def forward(self, mel: torch.Tensor) -> torch.Tensor:
        x = self.pre(mel)
        for up, block in zip(self.ups, self.blocks):
            x = block(up(x))
        return torch.tanh(self.post(self.post_act(x))).squeeze(1)


compiled = torch.compile(BigVGANLite().eval(), fullgraph=True)
