import torch

from .normalize import LoudnessNormalizer


class ConvFeatureExtractor(torch.nn.Module):
    def __init__(self, dim: int = 16):
        super().__init__()
        self.conv1 = torch.nn.Conv1d(1, dim, kernel_size=10, stride=5)
        self.conv2 = torch.nn.Conv1d(dim, dim, kernel_size=3, stride=2)
        self.act = torch.nn.GELU()

    def forward(self, wave):
        x = self.act(self.conv1(wave.unsqueeze(1)))
        return self.act(self.conv2(x)).transpose(1, 2)


class SpeechEncoder(torch.nn.Module):
    def __init__(self, dim: int = 16):
        super().__init__()
        self.loudness = LoudnessNormalizer()
        self.features = ConvFeatureExtractor(dim)
        self.proj = torch.nn.Linear(dim, dim)

    def forward_features(self, wave: torch.Tensor) -> torch.Tensor:
        wave = self.loudness(wave)
        return self.features(wave)

    def forward(self, wave: torch.Tensor) -> torch.Tensor:
        return self.proj(self.forward_features(wave))


_encoder = SpeechEncoder().eval()
compiled_forward = torch.compile(_encoder.forward, fullgraph=True)
