"""Inter-chunk state propagation for gated linear attention."""
import torch

STATE_CLAMP = 1e4


def init_state(q: torch.Tensor, v: torch.Tensor, initial_state=None) -> torch.Tensor:
    """Zero state unless the caller resumes a request from a cached state."""
    b, h, _, dk = q.shape
    if initial_state is None:
        return q.new_zeros(b, h, dk, v.shape[-1])
    return initial_state.to(q.dtype)


def decay_state(state: torch.Tensor, gate_cum_last: torch.Tensor) -> torch.Tensor:
    # state: [b, h, dk, dv], gate_cum_last: [b, h, dk]
    return state * torch.exp(gate_cum_last).unsqueeze(-1)


def sanitize_state(state: torch.Tensor) -> torch.Tensor:
    """fp16 prefill occasionally overflows the running state; recover instead of
    poisoning every later token of the request."""
    state = state if torch.isfinite(state).all() else torch.nan_to_num(state, posinf=STATE_CLAMP, neginf=-STATE_CLAMP)
    return state.clamp(-STATE_CLAMP, STATE_CLAMP)


def carry_state(state, k_chunk, v_chunk, g_cum):
    # k_chunk: [b, h, c, dk], v_chunk: [b, h, c, dv], g_cum: [b, h, c, dk]
    last = g_cum[:, :, -1]
    k_decayed = k_chunk * torch.exp(last.unsqueeze(2) - g_cum)
    state = decay_state(state, last) + k_decayed.transpose(-1, -2) @ v_chunk
    return sanitize_state(state)
