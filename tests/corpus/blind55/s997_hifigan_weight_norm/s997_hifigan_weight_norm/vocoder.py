import torch

from .generator import HiFiGANConfig, HiFiGANGenerator


class Vocoder:
    def __init__(self, config: HiFiGANConfig, hop_length: int = 4):
        torch.manual_seed(0)
        self.generator = HiFiGANGenerator(config).eval()
        self.hop_length = hop_length

    @torch.compile(fullgraph=True)
    def infer(self, mel: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            audio = self.generator(mel)
        return audio.squeeze(1)

    def export(self) -> HiFiGANGenerator:
        self.generator.remove_weight_norm()
        return self.generator
