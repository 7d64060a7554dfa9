#pragma once

// Answers the modal dialogs a click opens, from the event loop they run: a file dialog gets
// `path` typed in and accepted, a message box is read and closed (Close, so nothing is opened).

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>

struct DialogAnswer {
    QString path; // typed into the next file dialog
    bool askedForFile = false;
    QString said; // the last message box's text and informative text
    QTimer timer;

    explicit DialogAnswer(const QString& p)
        : path(p)
    {
        QObject::connect(&timer, &QTimer::timeout, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* files = qobject_cast<QFileDialog*>(modal)) {
                askedForFile = true;
                if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                    name->setText(path);
                QMetaObject::invokeMethod(files, "accept"); // a protected slot
            } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                said = box->text() + u'\n' + box->informativeText();
                box->done(QMessageBox::Close);
            }
        });
        timer.start(50);
    }
};
