import torch
import torch.nn as nn
import torch.nn.functional as F

from .flow import ResidualFlow
from .speakers import SpeakerTable

INTER = 4
GIN = 6


class TinyGenerator(nn.Module):
    def __init__(self, channels: int, gin: int, up: int = 4):
        super().__init__()
        self.pre = nn.Conv1d(channels, 8, 3, padding=1)
        self.cond = nn.Conv1d(gin, 8, 1)
        self.up = nn.ConvTranspose1d(8, 4, 2 * up, stride=up, padding=up // 2)
        self.post = nn.Conv1d(4, 1, 3, padding=1)

    def forward(self, z, g):
        x = self.pre(z) + self.cond(g)
        x = self.up(F.leaky_relu(x, 0.1))
        return torch.tanh(self.post(F.leaky_relu(x, 0.1)))


class VitsDecoder(nn.Module):
    def __init__(self, n_speakers: int = 4):
        super().__init__()
        self.speakers = SpeakerTable(n_speakers, GIN)
        self.flow = ResidualFlow(INTER, GIN)
        self.dec = TinyGenerator(INTER, GIN)

    def speaker_condition(self, sid):
        return self.speakers.lookup(sid)

    def forward(self, z_p, sid):
        g = self.speaker_condition(sid)
        z = self.flow.reverse(z_p, g)
        return self.dec(z, g).squeeze(1)


_decoder = VitsDecoder().eval()
decode = torch.compile(_decoder.forward, fullgraph=True)
