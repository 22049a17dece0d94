import functools

from .metrics import get_collector


def count_decode_tokens(forward):
    """Wrap a decode forward so every step is accounted in the scheduler stats."""

    @functools.wraps(forward)
    def wrapper(self, hidden_states, *args, **kwargs):
        out = forward(self, hidden_states, *args, **kwargs)
        bs = hidden_states.shape[0]
        get_collector().observe_step(bs, new_tokens=bs)
        return out

    return wrapper
