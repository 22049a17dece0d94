"""Keep the last activation of selected layers around for the /debug/activations endpoint."""
import functools
import fnmatch


class ActivationCapture:
    def __init__(self, patterns=("*.attn_out", "*.ffn_out")):
        self.patterns = tuple(patterns)
        self.buffers = {}
        self.hits = {}
        self._decisions = {}

    def wants(self, name):
        # decided once per name and memoised in a plain dict
        if name not in self._decisions:
            self._decisions[name] = any(fnmatch.fnmatch(name, p) for p in self.patterns)
        return self._decisions[name]

    def store(self, name, t):
        self.buffers[name] = t.detach()
        self.hits[name] = self.hits.get(name, 0) + 1
        return t


def make_hooks(capture, names):
    """Resolve hooks at construction time: name -> callable or None."""
    return {n: (functools.partial(capture.store, n) if capture.wants(n) else None) for n in names}
