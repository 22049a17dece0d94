from . import video  # noqa: F401  (registers the video merger)
