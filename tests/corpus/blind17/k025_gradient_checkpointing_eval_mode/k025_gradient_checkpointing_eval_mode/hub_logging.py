import functools
import logging


class LibraryLogger(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[mini-transformers] {msg}", kwargs

    @functools.lru_cache(None)
    def warning_once(self, msg):
        self.warning(msg)


def get_logger(name):
    return LibraryLogger(logging.getLogger(name), {})
