import torch
import torch.nn as nn

from .layers import CachedCausalConv1d, CausalResBlock, Upsample
from .state import ConvCacheState

HOP = 4


class StreamingVocoder(nn.Module):
    def __init__(self, n_mels: int = 8, ch: int = 16):
        super().__init__()
        self.pre = CachedCausalConv1d("pre", n_mels, ch, 3)
        self.up1 = Upsample(ch, 2)
        self.res1 = CausalResBlock("res1", ch // 2)
        self.up2 = Upsample(ch // 2, 2)
        self.res2 = CausalResBlock("res2", ch // 4)
        self.post = CachedCausalConv1d("post", ch // 4, 1, 3)

    def run(self, mel, state: ConvCacheState):
        x = self.pre.forward_cached(mel, state)
        x = self.res1(self.up1(x), state)
        x = self.res2(self.up2(x), state)
        return torch.tanh(self.post.forward_cached(x, state))


class StreamingEngine:
    def __init__(self, vocoder: StreamingVocoder):
        self.vocoder = vocoder.eval()
        self.state = ConvCacheState()
        self.reset()

    def reset(self, batch: int = 1):
        """Start a new utterance: zero left context for every cached conv."""
        self.state = ConvCacheState()
        for mod in self.vocoder.modules():
            if isinstance(mod, CachedCausalConv1d):
                self.state.put(mod.name, torch.zeros(batch, mod.in_channels, mod.ctx))

    @torch.no_grad()
    def stream_step(self, mel_chunk, lookahead):
        # synthesize chunk+lookahead for a smooth boundary, then roll the caches
        # back so the lookahead frames are synthesized again with the next chunk
        committed = self.state.snapshot()
        wav = self.vocoder.run(torch.cat([mel_chunk, lookahead], dim=-1), self.state)
        self.state.restore(committed)
        self.vocoder.run(mel_chunk, self.state)
        self.state.frames_seen += mel_chunk.shape[-1]
        return wav[..., : mel_chunk.shape[-1] * HOP]


engine = StreamingEngine(StreamingVocoder())
stream_step = torch.compile(engine.stream_step, fullgraph=True)
