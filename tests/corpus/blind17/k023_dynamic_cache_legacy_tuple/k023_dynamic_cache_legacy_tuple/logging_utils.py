import logging

_default_handler = None


class _OnceLogger:
    def __init__(self, logger):
        self._logger = logger
        self._emitted = set()

    def warning_once(self, msg, *args):
        if msg not in self._emitted:
            self._emitted.add(msg)
            self._logger.warning(msg, *args)

    def warning(self, msg, *args):
        self._logger.warning(msg, *args)

    def debug(self, msg, *args):
        self._logger.debug(msg, *args)


def get_logger(name):
    return _OnceLogger(logging.getLogger(name))
