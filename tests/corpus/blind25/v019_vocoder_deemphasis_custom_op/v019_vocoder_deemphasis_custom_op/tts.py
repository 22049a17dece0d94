import torch
import torch.nn as nn
import torch.nn.functional as F

from .postprocess import PostConfig, PostProcessor


class UpBlock(nn.Module):
    def __init__(self, cin: int, cout: int, rate: int):
        super().__init__()
        self.up = nn.ConvTranspose1d(cin, cout, 2 * rate, stride=rate, padding=rate // 2)
        self.res = nn.Conv1d(cout, cout, 3, padding=1)

    def forward(self, x):
        x = self.up(F.leaky_relu(x, 0.1))
        return x + self.res(F.leaky_relu(x, 0.1))


class MelGANVocoder(nn.Module):
    def __init__(self, n_mels: int = 8, ch: int = 16, rates=(2, 2)):
        super().__init__()
        self.pre = nn.Conv1d(n_mels, ch, 7, padding=3)
        blocks = []
        for r in rates:
            blocks.append(UpBlock(ch, ch // 2, r))
            ch //= 2
        self.blocks = nn.Sequential(*blocks)
        self.post = nn.Conv1d(ch, 1, 7, padding=3)

    def forward(self, mel):
        return torch.tanh(self.post(self.blocks(self.pre(mel)))).squeeze(1)


class TextToWave(nn.Module):
    def __init__(self):
        super().__init__()
        self.vocoder = MelGANVocoder()
        self.post = PostProcessor(PostConfig())

    @torch.compile(fullgraph=True)
    def synthesize(self, mel):
        wav = self.vocoder(mel)
        return self.post(wav)


pipeline = TextToWave().eval()
