from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .envs import envs
from .profiling import record_time


@dataclass
class NativeExtendMetadata:
    cu_seqlens: torch.Tensor
    token_to_req: torch.Tensor
    positions: torch.Tensor
    max_seqlen: int
    num_tokens: int


class TorchNativeMetadataBuilder:
    def __init__(self):
        self.pad_multiple = envs.SGLANG_NATIVE_ATTN_PAD_MULTIPLE

    @record_time("native_extend_metadata")
    def build_extend(self, extend_seq_lens: torch.Tensor, extend_prefix_lens: torch.Tensor):
        bs = extend_seq_lens.shape[0]
        num_tokens = int(extend_seq_lens.sum().item())
        cu_seqlens = F.pad(torch.cumsum(extend_seq_lens, dim=0, dtype=torch.int32), (1, 0))
        token_to_req = torch.repeat_interleave(
            torch.arange(bs, device=extend_seq_lens.device), extend_seq_lens, output_size=num_tokens
        )
        offsets = torch.arange(num_tokens, device=extend_seq_lens.device) - cu_seqlens[token_to_req]
        positions = extend_prefix_lens[token_to_req] + offsets
        return NativeExtendMetadata(
            cu_seqlens=cu_seqlens,
            token_to_req=token_to_req,
            positions=positions,
            max_seqlen=int(extend_seq_lens.max().item()),
            num_tokens=num_tokens,
        )


builder = TorchNativeMetadataBuilder()


@torch.compile(fullgraph=True)
def prepare_extend(hidden_states, extend_seq_lens, extend_prefix_lens):
    md = builder.build_extend(extend_seq_lens, extend_prefix_lens)
    pos_scale = (md.positions.to(hidden_states.dtype) + 1.0).rsqrt()
    return hidden_states * pos_scale[:, None], md.cu_seqlens, md.token_to_req
