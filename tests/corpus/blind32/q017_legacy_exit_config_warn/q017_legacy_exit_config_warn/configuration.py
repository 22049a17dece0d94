import warnings


class PretrainedConfigLite:
    """Tiny stand-in for a hub config: arbitrary kwargs become attributes."""

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def get(self, key, default=None):
        return getattr(self, key, default)


class EarlyExitConfig(PretrainedConfigLite):
    model_type = "early_exit_lm"

    def __init__(self, hidden_size=16, num_layers=4, exit_threshold=None, **kwargs):
        super().__init__(**kwargs)
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self._exit_threshold = exit_threshold

    @property
    def exit_threshold(self) -> float:
        if self._exit_threshold is not None:
            return self._exit_threshold
        legacy = self.get("early_exit_thresh")
        if legacy is not None:
            warnings.warn(
                "`early_exit_thresh` is deprecated, use `exit_threshold`",
                FutureWarning,
                stacklevel=2,
            )
            return float(legacy)
        return 0.8


# checkpoint from an older release still carries the legacy key
DEFAULT_CONFIG = EarlyExitConfig(hidden_size=16, num_layers=4, early_exit_thresh=0.85)
