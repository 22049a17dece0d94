"""Feature normalisation strategies (selected by name from the model config)."""
import torch

NORMALIZERS = {}


def register(name):
    def deco(cls):
        NORMALIZERS[name] = cls
        return cls
    return deco


class Normalizer:
    eps = 1e-5

    def __call__(self, feats: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register("global")
class GlobalCMVN(Normalizer):
    def __call__(self, feats):
        return (feats - feats.mean()) / (feats.std() + self.eps)


@register("utterance")
class UtteranceCMVN(Normalizer):
    """Per-utterance mean/variance normalisation with a loudness clamp."""

    max_gain = 20.0

    def _gains(self, feats: torch.Tensor) -> list:
        rms = feats.pow(2).mean(dim=(1, 2)).sqrt()
        return rms.tolist()

    def __call__(self, feats):
        out = []
        for i, rms in enumerate(self._gains(feats)):
            gain = min(1.0 / max(rms, self.eps), self.max_gain)
            utt = feats[i] * gain
            out.append(utt - utt.mean(dim=0, keepdim=True))
        return torch.stack(out)
